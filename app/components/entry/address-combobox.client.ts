import type { AddressOption, AddressPart } from "#domain/address";

/**
 * Suggestions as you type for the company form's street, postcode and city
 * (spec §7 "Address and utilities", cancelable): loaded on the first focus of
 * an address field, so the page's own script stays small. Each field becomes a
 * combobox with a listbox (WAI-ARIA combobox pattern: arrow keys, Enter, Escape,
 * a click); the count is announced in the form's status line. Requests wait
 * until typing pauses, and a newer request aborts the older one.
 */

const PARTS: readonly AddressPart[] = ["street", "zipCode", "city"];
const PAUSE_MS = 250;
/** one request at a time for the whole form: a newer one aborts the older */
let running: AbortController | null = null;

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | null;

/** Sets a field as if typed (conform hears the input event), without asking for suggestions. */
function setValue(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Makes the form's address fields suggest from `url` (the route adressvorschlaege). */
export function enhance(form: HTMLFormElement, url: string) {
  if (form.dataset.vorschlaege) return;
  form.dataset.vorschlaege = "an";
  const status = form.querySelector<HTMLElement>("[data-vorschlaege-anzahl]");
  for (const part of PARTS) {
    const input = field(form, part);
    const box = form.querySelector<HTMLElement>(`[data-vorschlaege="${part}"]`);
    if (input && box) combobox(form, input, box, part, status, url);
  }
}

function combobox(form: HTMLFormElement, input: HTMLInputElement, box: HTMLElement, part: AddressPart, status: HTMLElement | null, url: string) {
  const list = document.createElement("ul");
  list.id = `${input.id}-vorschlaege`;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Vorschläge");
  list.className = "absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg";
  list.hidden = true;
  box.appendChild(list);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", list.id);

  let options: AddressOption[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    options = [];
    active = -1;
    list.hidden = true;
    list.replaceChildren();
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  };
  const mark = (i: number) => {
    active = i;
    list.querySelectorAll("li").forEach((li, j) => {
      li.setAttribute("aria-selected", String(j === i));
      li.classList.toggle("bg-blue-100", j === i);
    });
    if (i >= 0) {
      input.setAttribute("aria-activedescendant", `${list.id}-${i}`);
      list.children[i]?.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const choose = (i: number) => {
    const o = options[i];
    if (!o) return;
    for (const p of PARTS) {
      const target = field(form, p);
      if (o[p] && target) setValue(target, o[p]!);
    }
    close();
    if (status) status.textContent = `Übernommen: ${o.label}`;
  };
  const show = (found: AddressOption[]) => {
    close();
    options = found;
    found.forEach((o, i) => {
      const li = document.createElement("li");
      li.id = `${list.id}-${i}`;
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", "false");
      li.className = "cursor-pointer px-3 py-1.5 text-sm hover:bg-slate-100";
      li.textContent = o.label;
      // keep the focus in the field: a click chooses without a blur first
      li.addEventListener("mousedown", (e) => e.preventDefault());
      li.addEventListener("click", () => choose(i));
      list.appendChild(li);
    });
    list.hidden = found.length === 0;
    input.setAttribute("aria-expanded", String(found.length > 0));
    if (status) status.textContent = found.length === 1 ? "1 Vorschlag" : found.length ? `${found.length} Vorschläge` : "Keine Vorschläge";
  };
  const ask = async () => {
    running?.abort();
    const mine = (running = new AbortController());
    const params = new URLSearchParams({ feld: part });
    for (const p of PARTS) params.set(p, field(form, p)?.value ?? "");
    try {
      const res = await fetch(`${url}?${params}`, { signal: mine.signal, headers: { Accept: "application/json" } });
      const body = res.ok ? ((await res.json()) as { options: AddressOption[] }) : { options: [] };
      if (!mine.signal.aborted && document.activeElement === input) show(body.options);
    } catch {
      // aborted by a newer request, or offline: no suggestions
    }
  };

  input.addEventListener("input", (e) => {
    if (!e.isTrusted) return;
    clearTimeout(timer);
    if (!input.value.trim()) return close();
    timer = setTimeout(ask, PAUSE_MS);
  });
  input.addEventListener("keydown", (e) => {
    const open = !list.hidden;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) return void ask();
      const n = options.length;
      mark(e.key === "ArrowDown" ? (active + 1) % n : (active - 1 + n) % n);
    } else if (e.key === "Enter" && open && active >= 0) {
      e.preventDefault();
      choose(active);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
    }
  });
  input.addEventListener("blur", () => {
    clearTimeout(timer);
    close();
  });
}
