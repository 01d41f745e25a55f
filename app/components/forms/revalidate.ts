import type { FormReply } from "./validate";

/**
 * A route's `shouldRevalidate` for company forms: after a refusal because another
 * company was chosen meanwhile (a 409, which Remix would not reload after), the
 * page loads the active company's data, as the refusal says it does. (A module of
 * its own: the layout uses it without loading the form kit.)
 */
export const companySwitchRevalidates = ({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }) =>
  (actionResult as FormReply | undefined)?.otherCompany ? true : defaultShouldRevalidate;
