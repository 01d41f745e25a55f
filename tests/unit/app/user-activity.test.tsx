import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Later } from "../../../app/components/user/activity";
import { RATING_PLACEHOLDERS, SEARCH_PLACEHOLDERS, VIEWED_PLACEHOLDERS } from "#domain/user-activity";

/**
 * Spec §9: while the user's lists load (with JavaScript, after a navigation),
 * placeholders stand in their place: 5 for the latest searches, 3 for the
 * recently viewed entries and the ratings; announced as loading.
 */

const pending = new Promise<never>(() => {});

describe("the lists' placeholders (spec §9)", () => {
  it.each([
    ["latest searches", SEARCH_PLACEHOLDERS, 5],
    ["recently viewed", VIEWED_PLACEHOLDERS, 3],
    ["ratings", RATING_PLACEHOLDERS, 3],
  ])("%s: %i grey rows, marked busy, until the data is there", (label, count, expected) => {
    expect(count).toBe(expected);
    const html = renderToStaticMarkup(
      <Later data={pending} placeholders={count} label={`${label} werden geladen`}>
        {() => <p>geladen</p>}
      </Later>,
    );
    expect(html).toContain(`aria-busy="true" aria-label="${label} werden geladen"`);
    expect(html.match(/<li /g)).toHaveLength(expected);
    expect(html).not.toContain("geladen</p>");
  });

  it("shows the list once it is there", () => {
    const html = renderToStaticMarkup(
      <Later data={{ n: 2 }} placeholders={5} label="Liste">
        {(d) => <p>{d.n} Einträge</p>}
      </Later>,
    );
    expect(html).toBe("<p>2 Einträge</p>");
  });
});
