import { type Kysely, sql } from "kysely";
import type { Database } from "~/db/schema";
import { type LocaleCode, localeCodes } from "~/sites/locales";
import { type SearchSection, searchSections } from "./search-id";
import { cjkBigrams, type ParsedQuery } from "./text";

/**
 * The search index in the database's own full-text engine: SQLite FTS5 or PostgreSQL text search
 * (migration 0005). Queries arrive parsed (`parseQuery`): only letters, digits and CJK bigrams
 * reach the engines, each quoted, so no query can use an engine's operators.
 *
 * A document's id says where it stands: `((site × 1 000 000) + its place in date order) × 16 +
 * (8 when undated) + its section`. Ordering by id is ordering by date (oldest first, undated pages
 * last, since they are kept current), `id % 8` is the section and `id & 8` marks an undated page —
 * so the engines only answer *which* documents match, a cheap walk of the index, and counting per
 * section, date order and paging are done on those ids without reading a document. Ranking by
 * relevance reads titles only (see `rankedTitleIds`).
 */

export type Dialect = "sqlite" | "postgres";

/** A page of one site, as indexed. */
export interface IndexDocument {
  path: string;
  section: string;
  title: string;
  description: string;
  headings: string;
  body: string;
  language: string;
  publishDate: string | null;
  repositoryType: string | null;
}

/** A matching document as a result page shows it. */
export type Hit = Omit<IndexDocument, "headings">;

export interface SearchScope {
  locale: string;
  /** PostgreSQL text-search configuration of the site's language ("german", "simple", …). */
  textConfig: string;
  query: ParsedQuery;
}

const sectionSlots = 8;
const undatedFlag = 8;
const idSlots = 16;
const siteSpan = 1_000_000;

/** The section a document id encodes. */
export function sectionOfId(id: number): SearchSection {
  return searchSections[id % sectionSlots] ?? "other";
}

/** Whether a document id is an undated page's (one kept current, such as a product page). */
export function isUndatedId(id: number): boolean {
  return (id & undatedFlag) !== 0;
}

/** Ids of a site's documents, in date order (undated last), each carrying its section. */
export function documentIds(locale: string, documents: readonly IndexDocument[]): Array<{ id: number; document: IndexDocument }> {
  const site = Math.max(0, localeCodes.indexOf(locale as LocaleCode));
  const sorted = [...documents].sort((a, b) => {
    const dateA = a.publishDate ?? "9999-12-31";
    const dateB = b.publishDate ?? "9999-12-31";
    return dateA === dateB ? (a.path < b.path ? -1 : 1) : dateA < dateB ? -1 : 1;
  });
  return sorted.map((document, place) => {
    const section = Math.max(0, searchSections.indexOf(document.section as SearchSection));
    return { id: (site * siteSpan + place) * idSlots + (document.publishDate ? 0 : undatedFlag) + section, document };
  });
}

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The FTS5 MATCH expression of a query within some columns, confined to one site; null without terms. */
export function ftsMatch(
  scope: Pick<SearchScope, "locale" | "query">,
  columns = "{title headings description body}",
): string | null {
  if (scope.query.terms.length === 0) return null;
  const parts = [`scope : ${quote(`site${scope.locale.replace(/[^a-z0-9]/gi, "").toLowerCase()}`)}`];
  for (const term of scope.query.terms) {
    if (term.kind === "word" || [...term.value].length === 1) parts.push(`${columns} : ${quote(term.value)}*`);
    else parts.push(`${columns} : ${quote(term.bigrams.join(" "))}`);
  }
  return parts.join(" AND ");
}

/** The PostgreSQL tsquery text of a query: every word as a stemmed prefix, every CJK phrase as adjacent bigrams. */
export function tsQueryText(query: ParsedQuery): string | null {
  if (query.terms.length === 0) return null;
  return query.terms
    .map((term) => {
      if (term.kind === "word" || [...term.value].length === 1) return `${term.value}:*`;
      return `(${term.bigrams.join(" <-> ")})`;
    })
    .join(" & ");
}

/**
 * Replaces every document of one site in one transaction, so searches see the old set or the new
 * one, never a half. On PostgreSQL, concurrent rebuilds of the same site wait for each other.
 */
export async function replaceSiteDocuments(
  db: Kysely<Database>,
  dialect: Dialect,
  site: { locale: string; textConfig: string },
  documents: readonly IndexDocument[],
): Promise<void> {
  const rows = documentIds(site.locale, documents);
  const siteToken = `site${site.locale.replace(/[^a-z0-9]/gi, "").toLowerCase()}`;
  await db.transaction().execute(async (trx) => {
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${`search:${site.locale}`}))`.execute(trx);
    else
      await sql`delete from search_fts where rowid in (select id from search_document where locale = ${site.locale})`.execute(
        trx,
      );
    await trx.deleteFrom("search_document").where("locale", "=", site.locale).execute();
    for (let start = 0; start < rows.length; start += 100) {
      const batch = rows.slice(start, start + 100);
      if (dialect === "postgres") {
        const values = batch.map(
          ({ id, document: doc }) => sql`(${id}, ${site.locale}, ${doc.path}, ${doc.section}, ${doc.title}, ${doc.description},
            ${doc.headings}, ${doc.body}, ${doc.language}, ${doc.publishDate}, ${doc.repositoryType},
            setweight(to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.title)}), 'A') ||
            setweight(to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.headings)}), 'B') ||
            setweight(to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.description)}), 'C') ||
            setweight(to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.body)}), 'D'),
            to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.title)}))`,
        );
        await sql`insert into search_document (id, locale, path, section, title, description, headings, body, language,
          publish_date, repository_type, tsv, tsv_title) values ${sql.join(values)}`.execute(trx);
        continue;
      }
      await trx
        .insertInto("search_document")
        .values(
          batch.map(({ id, document: doc }) => ({
            id,
            locale: site.locale,
            path: doc.path,
            section: doc.section,
            title: doc.title,
            description: doc.description,
            headings: doc.headings,
            body: doc.body,
            language: doc.language,
            publish_date: doc.publishDate,
            repository_type: doc.repositoryType,
          })),
        )
        .execute();
      const values = batch.map(
        ({ id, document: doc }) =>
          sql`(${id}, ${siteToken}, ${cjkBigrams(doc.title)}, ${cjkBigrams(doc.headings)}, ${cjkBigrams(doc.description)}, ${cjkBigrams(doc.body)})`,
      );
      await sql`insert into search_fts (rowid, scope, title, headings, description, body) values ${sql.join(values)}`.execute(
        trx,
      );
    }
  });
}

/**
 * PostgreSQL estimates a text match as cheap as comparing two numbers, so for a common word it
 * prefers reading every row (and unpacking every document's vector) to the GIN index, which
 * answers the same without touching them. Searches run with sequential scans off.
 */
async function withIndexScans<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return work(trx);
  });
}

/** Ids of every document of the site that matches the query (all its terms), in no order. */
export async function matchingIds(db: Kysely<Database>, dialect: Dialect, scope: SearchScope): Promise<number[]> {
  if (dialect === "sqlite") {
    const match = ftsMatch(scope);
    if (!match) return [];
    // One row of all ids: thousands of row objects would cost more than the match itself.
    const { rows } = await sql<{
      ids: string | null;
    }>`select group_concat(rowid) as ids from search_fts where search_fts match ${match}`.execute(db);
    return idList(rows[0]?.ids);
  }
  const text = tsQueryText(scope.query);
  if (!text) return [];
  const { rows } = await withIndexScans(db, (trx) =>
    sql<{ ids: string | null }>`select string_agg(id::text, ',') as ids from search_document
      where locale = ${scope.locale} and tsv @@ to_tsquery(${scope.textConfig}::regconfig, ${text})`.execute(trx),
  );
  return idList(rows[0]?.ids);
}

const idList = (joined: string | null | undefined): number[] => (joined ? joined.split(",").map(Number) : []);

/**
 * Ids of the site's documents whose title matches the query, best first (BM25 on SQLite, cover
 * density on PostgreSQL, over titles alone), at most `limit`.
 */
export async function rankedTitleIds(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: SearchScope,
  limit: number,
): Promise<number[]> {
  if (dialect === "sqlite") {
    const match = ftsMatch(scope, "title");
    if (!match) return [];
    const { rows } = await sql<{ id: number }>`select rowid as id from search_fts where search_fts match ${match}
      order by bm25(search_fts, 0.0, 1.0, 0.0, 0.0, 0.0), rowid desc limit ${limit}`.execute(db);
    return rows.map((row) => Number(row.id));
  }
  const text = tsQueryText(scope.query);
  if (!text) return [];
  const { rows } = await withIndexScans(db, (trx) =>
    sql<{ id: number }>`select id from search_document, to_tsquery(${scope.textConfig}::regconfig, ${text}) q
      where locale = ${scope.locale} and tsv_title @@ q
      order by ts_rank_cd(tsv_title, q) desc, length(title), id desc limit ${limit}`.execute(trx),
  );
  return rows.map((row) => Number(row.id));
}

/** The documents of some ids, in the order given. */
export async function documentsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Hit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("search_document")
    .select(["id", "path", "section", "title", "description", "body", "language", "publish_date", "repository_type"])
    .where("id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        path: row.path,
        section: row.section,
        title: row.title,
        description: row.description,
        body: row.body,
        language: row.language,
        publishDate: row.publish_date,
        repositoryType: row.repository_type,
      },
    ];
  });
}

/** Page titles of a site that start with what was typed (autocomplete), best first. */
export async function suggestTitles(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: SearchScope,
  limit: number,
): Promise<Array<{ title: string; path: string }>> {
  const ids = await rankedTitleIds(db, dialect, scope, limit);
  return (await documentsByIds(db, ids)).map((hit) => ({ title: hit.title, path: hit.path }));
}

export async function getState(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom("search_state").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

export async function setState(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto("search_state")
    .values({ key, value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
    .execute();
}
