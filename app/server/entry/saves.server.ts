import type { PortalContext } from "~/server/context.server";
import type { ApiResult } from "~/server/api-client.server";
import type { RuleValues } from "#domain/form-rules";
import { ENTRY_SECTIONS, type EntrySection } from "#domain/entry";
import type { UploadKind } from "#domain/uploads";
import { moved } from "#domain/entry-sections/media";

/** A backend's messages for `from` fields shown at the form's `to` fields (an upload's name at its file input). */
function fieldsRenamed<T>(res: ApiResult<T>, names: Record<string, string>): ApiResult<T> {
  return res.ok ? res : { ...res, errors: res.errors.map((e) => (e.field && names[e.field] ? { ...e, field: names[e.field] } : e)) };
}

/** Stores a file under a temporary name (spec §5 'tmpfile-'); a refusal shows at the form's `field`. */
async function uploadFile(portal: PortalContext, kind: UploadKind, file: File, field: string) {
  return fieldsRenamed(await portal.api.call((api) => api.customer.entry.upload.$post({ form: { kind, file } })), { file: field, kind: field });
}

type Values<S extends EntrySection> = RuleValues<(typeof ENTRY_SECTIONS)[S]["rules"]>;
type Save<S extends EntrySection> = (portal: PortalContext, values: Values<S>, version: number) => Promise<ApiResult<unknown>>;

/**
 * Each section's update call (spec §7 "Entry updates"), typed from the /api
 * routes: the checked values of its form and the version it was loaded on.
 */
export const SECTION_SAVES: { [S in EntrySection]: Save<S> } = {
  company: (portal, values, version) => portal.api.call((api) => api.customer.updateEntryCompanyData.$post({ json: { ...values, version } })),
  details: (portal, values, version) => portal.api.call((api) => api.customer.updateCompanyDetailsData.$post({ json: { ...values, version } })),
  openingHours: (portal, values, version) => portal.api.call((api) => api.customer.updateOpeningHours.$post({ json: { ...values, version } })),
  payments: (portal, values, version) => portal.api.call((api) => api.customer.updatePayments.$post({ json: { ...values, version } })),
  customerCards: (portal, values, version) => portal.api.call((api) => api.customer.updateCustomerCards.$post({ json: { ...values, version } })),
  onlinePresence: (portal, values, version) => portal.api.call((api) => api.customer.updateOnlinePresence.$post({ json: { ...values, version } })),
  logoSlogan: async (portal, { logoFile, ...values }, version) => {
    // "Hochgeladenes Logo entfernen" removes it, whatever file is still chosen
    const upload = logoFile && !values.removeLogo ? await uploadFile(portal, "logo", logoFile, "logoFile") : null;
    if (upload && !upload.ok) return upload;
    const logoUpload = upload?.data.upload.name ?? "";
    return fieldsRenamed(await portal.api.call((api) => api.customer.updateLogoAndSlogan.$post({ json: { ...values, logoUpload, version } })), { logoUpload: "logoFile" });
  },
  media: async (portal, { items, mediaFile, newAlt, move, removeMedia }, version) => {
    // "Nach oben" / "Nach unten" and "Entfernen" do that alone, whatever file is chosen
    const upload = mediaFile && !move && !removeMedia ? await uploadFile(portal, "media", mediaFile, "mediaFile") : null;
    if (upload && !upload.ok) return upload;
    const sent = { items: move ? moved(items, move) : items, upload: upload?.data.upload.name ?? "", uploadAlt: upload ? newAlt : "", removeMedia, version };
    return fieldsRenamed(await portal.api.call((api) => api.customer.updateMedia.$post({ json: sent })), { upload: "mediaFile", uploadAlt: "newAlt" });
  },
  documents: async (portal, { documentFile, removeDocument }, version) => {
    // "Entfernen" removes that document only, whatever file is chosen
    const upload = documentFile && !removeDocument ? await uploadFile(portal, "document", documentFile, "documentFile") : null;
    if (upload && !upload.ok) return upload;
    const sent = { upload: upload?.data.upload.name ?? "", removeDocument, version };
    return fieldsRenamed(await portal.api.call((api) => api.customer.updateDocuments.$post({ json: sent })), { upload: "documentFile" });
  },
  aboutUs: (portal, values, version) => portal.api.call((api) => api.customer.updateAboutUs.$post({ json: { ...values, version } })),
  b2bCodex: (portal, values, version) => portal.api.call((api) => api.customer.entry["b2b-codex"].update.$post({ json: { ...values, version } })),
  trades: (portal, values, version) => portal.api.call((api) => api.customer.updateTradesData.$post({ json: { ...values, version } })),
  searchKeywords: (portal, values, version) => portal.api.call((api) => api.customer.updateSearchKeywordsData.$post({ json: { ...values, version } })),
  serviceFeatures: (portal, values, version) => portal.api.call((api) => api.customer.updateServiceFeaturesData.$post({ json: { ...values, version } })),
  productFeatures: (portal, values, version) => portal.api.call((api) => api.customer.updateProductFeaturesData.$post({ json: { ...values, version } })),
  serviceArea: (portal, values, version) => portal.api.call((api) => api.customer.updateServiceAreaData.$post({ json: { ...values, version } })),
};
