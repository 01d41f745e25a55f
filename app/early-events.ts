/**
 * Until React has hydrated the document, the page is plain HTML: a click, a key
 * or a submit keeps its browser default (a link is followed, a form is posted)
 * but React does not see it. React answers such an event on a document it is
 * still hydrating by hydrating it at once; while Remix is still decoding the
 * page's data that cannot finish, and React throws (error 345) and hydrates
 * later all the same. These are the events React hydrates for.
 */
const EVENTS = [
  "auxclick", "change", "click", "compositionend", "compositionstart", "contextmenu", "copy", "cut", "dblclick",
  "dragend", "dragstart", "drop", "input", "keydown", "keypress", "keyup", "mousedown", "mouseup", "paste",
  "pointercancel", "pointerdown", "pointerup", "reset", "submit", "textInput", "touchcancel", "touchend", "touchstart",
] as const;

const hold = (e: Event) => e.stopPropagation();

/** entry.client, before hydrating: events stop at the window (their defaults stay). */
export function holdEarlyEvents() {
  for (const type of EVENTS) window.addEventListener(type, hold, true);
}

/** The root layout, once hydrated: React gets every event from now on. */
export function releaseEarlyEvents() {
  for (const type of EVENTS) window.removeEventListener(type, hold, true);
}
