import type { Entry } from "#domain/entry";

/** The sections of an entry that nobody has filled in yet (as a new entry comes from /api). */
export const EMPTY_SECTIONS = {
  LegalForm: null,
  FoundingYear: null,
  NumberOfEmployees: null,
  RegisterCourt: null,
  RegisterNumber: null,
  VatId: null,
  opening_hours: null,
  payments: [],
  customer_cards: [],
  online_presence: {},
  trades: [],
  search_keywords: [],
  service_features: [],
  product_features: [],
  service_area: [],
  about_us: null,
  b2b_codex_accepted_at: null,
  logo_file: null,
  documents: [],
  media: [],
} satisfies Partial<Entry>;
