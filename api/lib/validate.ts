import { validator } from "hono/validator";
import { ApiError, FieldErrors } from "./errors";
import { checkRules, type Refine, type Rules } from "#domain/form-rules";

/**
 * /api checks every body with the portal's form rules (domain/form-rules.ts,
 * docs/decisions/002-form-validation.md): the same rules and German messages as
 * the browser and the portal's action.
 */

const badRequest = () => new ApiError(400, "BAD_REQUEST", "Ungültige Anfrage.");

/** Path segments of a conform field name (`days[0].ranges[1].from`), or null for a name no form sends. */
function segmentsOf(name: string): (string | number)[] | null {
  const out: (string | number)[] = [];
  for (const m of name.matchAll(/([^.[\]]+)|\[(\d{1,4})\]|(.)/g)) {
    if (m[3] !== undefined && m[3] !== ".") return null;
    if (m[1] !== undefined) {
      if (m[1] === "__proto__" || m[1] === "constructor" || m[1] === "prototype") return null;
      out.push(m[1]);
    } else if (m[2] !== undefined) out.push(Number(m[2]));
  }
  return out.length ? out : null;
}

/** A form body (urlencoded or multipart, for files) as the nested values a JSON body would give. */
export function formValues(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of form) {
    const path = segmentsOf(name);
    if (!path) continue;
    let node: Record<string | number, unknown> = root;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const next = node[key];
      node = (node[key] = typeof next === "object" && next !== null ? next : typeof path[i + 1] === "number" ? [] : {}) as Record<string | number, unknown>;
    }
    const last = path[path.length - 1]!;
    const prev = node[last];
    // a name sent twice (a checkbox group) becomes a list
    node[last] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return root;
}

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;

/** The body as values by field name: a JSON object, or a form. */
async function bodyOf(req: Request): Promise<Record<string, unknown>> {
  if (FORM_TYPES.test(req.headers.get("Content-Type") ?? "")) {
    const form = await req.formData().catch(() => null);
    if (!form) throw badRequest();
    return formValues(form);
  }
  const body = (await req.json().catch(() => null)) as unknown;
  if (!body || typeof body !== "object" || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
}

/** Checks values with form rules; a refusal is a 422 (or the status asked for) naming every refused field. */
function checked<R extends Rules>(body: Record<string, unknown>, rules: R, refine?: Refine<R>, status?: 400 | 422) {
  const result = checkRules((name) => body[name], rules, refine);
  if (result.error) throw new FieldErrors(result.error, status);
  return result.value;
}

/**
 * The same as a Hono validator for a JSON body: `c.req.valid("json")` gives the
 * clean values, typed from the rules (and the typed client sees them too).
 */
export const rulesBody = <R extends Rules, Extra extends object = object>(
  rules: R,
  opts: {
    refine?: Refine<R>;
    /** more of the body, read once the rules passed (an update's version) */
    extra?: (body: Record<string, unknown>) => Extra;
    /** the refusal's status: 422 (what a person typed), or 400 (a call's wire format) */
    status?: 400 | 422;
  } = {},
) =>
  validator("json", async (value, c) => {
    // a form body (files come as multipart) is read as the same nested values
    const body = FORM_TYPES.test(c.req.header("Content-Type") ?? "") ? await bodyOf(c.req.raw) : (value as Record<string, unknown>);
    if (!body || typeof body !== "object" || Array.isArray(body)) throw badRequest();
    const values = checked(body, rules, opts.refine, opts.status);
    return { ...values, ...(opts.extra?.(body) ?? ({} as Extra)) };
  });

/** The query of a call checked with form rules, as a Hono validator (`c.req.valid("query")`); a refusal is a 422, or `status`. */
export const rulesQuery = <R extends Rules>(rules: R, refine?: Refine<R>, status?: 400 | 422) =>
  validator("query", (value) => checked(value as Record<string, unknown>, rules, refine, status));
