import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { entryFileAnswer } from "~/server/entry/files.server";

/** The user's own profile image (200×200 JPEG; GET /api/user/data/profileImage), for the top bar and the profile. */
export async function loader({ context }: LoaderFunctionArgs) {
  const portal = context.portal;
  const res = await entryFileAnswer(portal, await portal.api.raw((api) => api.user.data.profileImage.$get()));
  // the address changes with every new image (profileImageUrl): the browser may keep this one
  if (res.ok) {
    res.headers.set("Cache-Control", "private, max-age=86400");
    // shown in place under a name of its own, like the entry's images
    if (!res.headers.has("Content-Disposition")) res.headers.set("Content-Disposition", 'inline; filename="profilbild.jpg"');
  }
  return res;
}
