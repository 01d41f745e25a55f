import { FormProvider, getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";
import { useEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent, type PointerEvent, type ReactNode } from "react";
import { constraintsOf, type Rules } from "#domain/form-rules";
import { Alert } from "../ui/alert";
import { CsrfInput } from "../ui/csrf-input";
import { CompanyInput } from "./company-input";
import { ConflictChoice, NotSaved } from "./answers";
import { KitContext, type KitState } from "./kit-context";
type Tracker = typeof import("./field-state");
import { HONEYPOT, STORED_VERSION, validateForm, type FormReply, type FormRules } from "./validate";

/**
 * The form kit (docs/decisions/002-form-validation.md): a real `<form method="post">`
 * that works without JavaScript, checked by the same rules in the browser and on
 * the server, with the messages of its last answer at the form itself.
 */

interface Notice {
  id: string;
  text: string;
  form?: string;
}

/** The success notice left by the last save for this form (portal pages; see PortalFlash). */
function useFormNotice(formId: string): Notice | null {
  const notice = useRouteLoaderData<{ notice: Notice | null }>("routes/_portal+/_layout")?.notice;
  return notice?.form === formId ? notice : null;
}

export interface RulesFormProps<R extends Rules> extends FormRules<R> {
  /** the form's id; the server's FormActionSpec `form` names it */
  id: string;
  /** the route's action data; shown only when it is for this form */
  reply?: FormReply | null;
  /** the values the form starts with (the stored ones) */
  defaultValue?: Record<string, unknown>;
  /** where the form posts (default: the current route, without its query) */
  action?: string;
  /** a hidden field telling the action which form this is */
  intent?: { name?: string; value: string };
  /** further hidden fields (return targets) */
  hidden?: Record<string, string | number | undefined>;
  /** the company the form was loaded for (FormActionSpec `company`) */
  companyId?: string;
  /** the version of the record the form was loaded on (FormActionSpec `conflict`) */
  version?: number;
  /**
   * whether the version the last answer carries counts (default): the input goes on from the
   * version it was typed on; false when the page knows the form's values are unchanged since
   */
  replyVersion?: boolean;
  /** an anonymous form: gets the honeypot (FormActionSpec `public`) */
  public?: boolean;
  /**
   * makes the submitted form ready before the browser's check, as the action does
   * before the server's (EntrySectionDef.prepare); it works on a copy, the fields keep what is typed
   */
  prepare?: (formData: FormData) => void;
  /** the fields' labels, for the stored values after a 409 and the input kept after a company switch */
  labels?: Record<string, string>;
  /**
   * when a field is first checked: "onBlur" once it was changed and is left (a field only
   * passed through with Tab is not refused before the form is sent), or at the latest on
   * submit; after that it is checked while typing
   */
  validate?: "onBlur" | "onSubmit";
  /**
   * with JavaScript: say beside the save button when the form holds unsaved input, and ask
   * before the page is left (default: forms of a versioned record, which people edit at length)
   */
  guard?: boolean;
  "aria-labelledby"?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The form wrapper: CSRF token, intent and hidden fields, the honeypot of public
 * forms, and a region at the top of the form for its last answer (the refusal, the
 * conflict with its two choices, the success notice), which takes the focus.
 */
export function RulesForm<R extends Rules>(props: RulesFormProps<R>) {
  const notice = useFormNotice(props.id);
  // a save (or a discarded input) starts the form afresh from the stored values, once per notice
  const [generation, setGeneration] = useState(notice?.id);
  if (notice && notice.id !== generation) setGeneration(notice.id);
  return <RulesFormBody key={generation ?? ""} {...props} notice={notice} />;
}

function RulesFormBody<R extends Rules>({
  id,
  rules,
  refine,
  reply: anyReply,
  defaultValue,
  intent,
  action,
  hidden,
  companyId,
  version,
  replyVersion = true,
  public: isPublic,
  prepare,
  labels,
  validate = "onBlur",
  guard = version !== undefined,
  notice,
  className,
  children,
  ...aria
}: RulesFormProps<R> & { notice: Notice | null }) {
  const reply = anyReply?.form === id ? anyReply : undefined;
  const constraint = useMemo(() => constraintsOf(rules), [rules]);
  const [form] = useForm({
    id,
    lastResult: reply?.result,
    // conform serializes any value (numbers, booleans as "on", arrays, nested objects)
    defaultValue: defaultValue as Record<string, string> | undefined,
    constraint,
    onValidate: ({ formData }) => validateForm(prepare ? prepared(formData, prepare) : formData, { rules, refine }),
    // conform's "onBlur" checks every field left, changed or not: the blur check is ours (below)
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // the fields the user has changed (an input event: typing, a choice, autofill)
  const changed = useRef(new Set<string>());
  // a field left by pressing a submit button: the submit checks every field a moment later; a
  // message shown at the blur in between would move the button away under the pointer before
  // the click is complete (the click would be lost)
  const pressingSubmit = useRef(false);
  const fieldEvents =
    validate === "onBlur"
      ? {
          onInput: (e: FormEvent<HTMLFormElement>) => {
            const name = (e.target as Partial<HTMLInputElement>).name;
            if (name) changed.current.add(name);
          },
          onPointerDown: (e: PointerEvent<HTMLFormElement>) => {
            pressingSubmit.current = Boolean((e.target as Element).closest?.('button[type="submit"], input[type="submit"]'));
          },
          // the press is over (a press that moved no focus must not skip a later blur's check)
          onClick: () => {
            pressingSubmit.current = false;
          },
          onBlur: (e: FocusEvent<HTMLFormElement>) => {
            const name = (e.target as Partial<HTMLInputElement>).name;
            if (pressingSubmit.current) {
              pressingSubmit.current = false;
              return;
            }
            if (name && changed.current.has(name)) form.validate({ name });
          },
        }
      : {};
  const navigation = useNavigation();
  const fd = navigation.state !== "idle" ? navigation.formData : undefined;
  const sending = fd && (!intent || fd.get(intent.name ?? "intent") === intent.value) ? fd : null;

  const conflict = reply?.conflict;
  const otherCompany = reply?.otherCompany;
  // the conflict and the company switch are shown until the next answer, typing does not clear them
  const messages = otherCompany ? [otherCompany.message] : conflict ? [conflict.message] : (form.errors ?? []);
  const errorPaths = Object.keys(reply?.result.error ?? {}).filter((k) => k && reply?.result.error?.[k]?.length);
  const hasMessage = messages.length > 0;
  const unsaved = useUnsaved(id, guard, aria["aria-labelledby"]);
  const answer = reply?.result ?? null;
  const kit = useMemo<KitState>(
    () => ({ sending, firstInvalid: errorPaths[0] ?? null, hasMessage, answer, rules, unsaved: unsaved.state }),
    [sending, errorPaths[0], hasMessage, answer, rules, unsaved.state], // eslint-disable-line react-hooks/exhaustive-deps -- the first path stands for the list
  );

  // with JavaScript: the answer takes the focus where the user looks. A refused field
  // gets it from conform; a message above the form or a notice gets it here.
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reply && !errorPaths.length) alertRef.current?.focus();
  }, [reply]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per notice

  return (
    <KitContext.Provider value={kit}>
      <FormProvider context={form.context}>
        <Form
          method="post"
          action={action}
          {...getFormProps(form)}
          encType={Object.values(constraint).some((c) => c.accept) ? "multipart/form-data" : undefined}
          className={className}
          ref={unsaved.ref}
          {...fieldEvents}
          onInput={(e) => {
            fieldEvents.onInput?.(e);
            unsaved.check();
          }}
          onChange={unsaved.check}
          onSubmit={(e) => {
            getFormProps(form).onSubmit(e);
            // conform refuses invalid input in the browser (prevented): then nothing is sent
            if (!e.defaultPrevented) unsaved.submitting();
          }}
          // set once React has taken over the form (tests wait for it; the form works before too)
          data-kit=""
          data-hydrated={hydrated ? "" : undefined}
          {...aria}
        >
          {/* after a 409 the first button is the conflict's: Enter must still mean a plain save */}
          {conflict ? <button type="submit" className="hidden" tabIndex={-1} aria-hidden="true" /> : null}
          <CsrfInput />
          {intent ? <input type="hidden" name={intent.name ?? "intent"} value={intent.value} /> : null}
          {companyId !== undefined ? <CompanyInput companyId={companyId} /> : null}
          {version !== undefined ? <input type="hidden" name="version" value={(replyVersion ? reply?.version : undefined) ?? version} /> : null}
          {conflict ? <input type="hidden" name={STORED_VERSION} value={conflict.version} /> : null}
          {Object.entries(hidden ?? {}).map(([name, value]) =>
            value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
          )}
          {isPublic ? <Honeypot formId={id} /> : null}
          <div
            role="status"
            ref={noticeRef}
            tabIndex={-1}
            // without JavaScript the browser puts the focus here
            autoFocus={Boolean(notice)}
          >
            {notice ? (
              <Alert tone="success" announce={false}>
                {notice.text}
              </Alert>
            ) : null}
          </div>
          {/* a live region from the start, so a refusal is announced, also after a fetch submit (WCAG 4.1.3) */}
          <div role="alert" ref={alertRef} tabIndex={-1} autoFocus={Boolean(reply && hasMessage && !errorPaths.length)}>
            {hasMessage ? (
              <Alert tone="danger" announce={false}>
                <ul id={form.errorId} className="space-y-1">
                  {messages.map((m, i) => (
                    <li key={i}>{m}</li>
                  ))}
                </ul>
                {conflict ? <ConflictChoice stored={conflict.stored} typed={reply?.result.initialValue ?? {}} labels={labels} /> : null}
                {otherCompany ? <NotSaved companyId={otherCompany.companyId} typed={otherCompany.typed} labels={labels} /> : null}
              </Alert>
            ) : null}
          </div>
          {children}
        </Form>
      </FormProvider>
    </KitContext.Provider>
  );
}

/**
 * Whether a guarded form holds input that is not saved: what its fields hold
 * against what they were loaded with (a list grown by "Hinzufügen" counts, as
 * its new boxes were not there). Reported to the leave guard; null while the
 * form is not guarded or not live (without JavaScript nothing is tracked).
 */
function useUnsaved(formId: string, guard: boolean, labelledBy: string | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  const loaded = useRef<string | null>(null);
  const [state, setState] = useState<boolean | null>(null);
  const [reader, setReader] = useState<Pick<Tracker, "fieldState" | "markUnsaved" | "formSubmitting"> | null>(null);
  useEffect(() => {
    if (guard) void import("./field-state").then(({ fieldState, markUnsaved, formSubmitting }) => setReader({ fieldState, markUnsaved, formSubmitting }));
  }, [guard]);
  const check = () => {
    const form = ref.current;
    if (!reader || !form) return;
    loaded.current ??= reader.fieldState(form, true);
    const isUnsaved = reader.fieldState(form, false) !== loaded.current;
    const label = (labelledBy && document.getElementById(labelledBy)?.textContent?.trim()) || "diesem Formular";
    reader.markUnsaved(formId, form, label, isUnsaved);
    setState(isUnsaved);
  };
  // after each render: an answer of the page may have changed the fields (a list step) …
  useEffect(check);
  // … and rows the form adds or removes itself (the opening hours' "Zeitraum hinzufügen")
  useEffect(() => {
    if (!reader || !ref.current) return;
    const watch = new MutationObserver(check);
    watch.observe(ref.current, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [reader]); // eslint-disable-line react-hooks/exhaustive-deps -- check reads only refs, the reader and the fixed props
  useEffect(() => () => reader?.markUnsaved(formId, null, "", false), [formId, reader]);
  return { ref, check, state, submitting: () => reader?.formSubmitting() };
}

/** A copy of a form's data, made ready by `prepare`. */
function prepared(formData: FormData, prepare: (formData: FormData) => void): FormData {
  const copy = new FormData();
  for (const [name, value] of formData) copy.append(name, value);
  prepare(copy);
  return copy;
}

/** A field people never see (no CSS: its label says to leave it empty) and bots fill in; checked by the server. */
function Honeypot({ formId }: { formId: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={`${formId}-${HONEYPOT}`}>Bitte lassen Sie dieses Feld leer.</label>
      <input id={`${formId}-${HONEYPOT}`} type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export { SubmitButton } from "./submit-button";
