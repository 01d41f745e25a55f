/**
 * The database schema (D1, drizzle), one file per area; this index is what drizzle.config.ts
 * and drizzle-kit read, and what `import … from "api/db/schema"` gets. A new table goes in its
 * area's file (or a new one re-exported here); tests/unit/api/schema-migrations.test.ts checks
 * that the schema in code and the migrations agree.
 */
export * from "./users";
export * from "./sessions";
export * from "./mail";
export * from "./companies";
export * from "./notifications";
export * from "./audit";
export * from "./entries";
export * from "./service-cases";
export * from "./catalogues";
export * from "./geo";
export * from "./statistics";
export * from "./entry-service";
export * from "./external-services";
export * from "./user-activity";
export * from "./websites";
export * from "./seo";
export * from "./sea";
export * from "./secretarial";
export * from "./web-banners";
export * from "./tv-banners";
export * from "./voicebot";
export * from "./ratings";
export * from "./leads";
export * from "./documents";
export * from "./contracts";
export * from "./claiming";
export * from "./tracking";
export * from "./account-link";
