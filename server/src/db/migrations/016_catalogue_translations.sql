-- The catalogue's texts in the app's other languages (docs/api.md, schemes/list; the type is
-- src/shared/insurance/types.ts). English stays in the columns it always had (title, category,
-- description, name), required; `translations` holds the same fields by language, each
-- optional: {"fr": {"title": "…", "description": "…"}, "ts": {…}}. A reader in a language
-- without a text reads the English, marked as English. One jsonb per row rather than a column
-- per language and field: a language added later is data, not a migration.
--
-- Rows seeded before this migration get the sample catalogue's translations at the next start
-- (server/src/insurance/seed.ts), where the seed data lives, not copied here.
alter table funeral_schemes add column translations jsonb not null default '{}'::jsonb;
alter table packages add column translations jsonb not null default '{}'::jsonb;
alter table add_ons add column translations jsonb not null default '{}'::jsonb;
