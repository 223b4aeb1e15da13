import { type Kysely, sql } from "kysely";
import type { Database } from "~/db/schema";
import { cjkBigrams, type ParsedQuery } from "./text";

/**
 * The search index in the database's own full-text engine: SQLite FTS5 or PostgreSQL text search
 * (migration 0005). Queries arrive parsed (`parseQuery`): only letters, digits and CJK bigrams
 * reach the engines, each quoted, so no query can use an engine's operators.
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

export interface Hit {
  path: string;
  section: string;
  title: string;
  description: string;
  body: string;
  language: string;
  publishDate: string | null;
  repositoryType: string | null;
}

/** "date": newest first, undated pages (kept current) first of all; "relevance": best match first. */
export type SearchSort = "date" | "relevance";

export interface SearchScope {
  locale: string;
  /** PostgreSQL text-search configuration of the site's language ("german", "simple", …). */
  textConfig: string;
  query: ParsedQuery;
  section?: string | null;
}

/** Tokens that confine an FTS5 match to one site and section (they live in the `scope` column). */
const scopeToken = (prefix: "site" | "sec", value: string) => `${prefix}${value.replace(/[^a-z0-9]/gi, "").toLowerCase()}`;
const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The FTS5 MATCH expression of a scope; null when the query has no terms. */
export function ftsMatch(
  scope: Pick<SearchScope, "locale" | "query" | "section">,
  columns = "{title headings description body}",
): string | null {
  if (scope.query.terms.length === 0) return null;
  const parts = [`scope : ${quote(scopeToken("site", scope.locale))}`];
  if (scope.section) parts.push(`scope : ${quote(scopeToken("sec", scope.section))}`);
  for (const term of scope.query.terms) {
    if (term.kind === "word") parts.push(`${columns} : ${quote(term.value)}*`);
    else if (term.bigrams.length === 1 && [...term.value].length === 1) parts.push(`${columns} : ${quote(term.value)}*`);
    else parts.push(`${columns} : ${quote(term.bigrams.join(" "))}`);
  }
  return parts.join(" AND ");
}

/**
 * The PostgreSQL tsquery text of a query: every word as a stemmed prefix, every CJK phrase as
 * adjacent bigrams; `weight` restricts matches to one weight class (A: titles). Null without terms.
 */
export function tsQueryText(query: ParsedQuery, weight = ""): string | null {
  if (query.terms.length === 0) return null;
  return query.terms
    .map((term) => {
      if (term.kind === "word") return `${term.value}:*${weight}`;
      if (term.bigrams.length === 1 && [...term.value].length === 1) return `${term.value}:*${weight}`;
      return `(${term.bigrams.map((bigram) => `${bigram}${weight ? `:${weight}` : ""}`).join(" <-> ")})`;
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
  await db.transaction().execute(async (trx) => {
    if (dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext(${`search:${site.locale}`}))`.execute(trx);
      await trx.deleteFrom("search_document").where("locale", "=", site.locale).execute();
      for (let start = 0; start < documents.length; start += 200) {
        const rows = documents.slice(start, start + 200).map(
          (
            doc,
          ) => sql`(${site.locale}, ${doc.path}, ${doc.section}, ${doc.title}, ${doc.description}, ${doc.headings}, ${doc.body},
            ${doc.language}, ${doc.publishDate}, ${doc.repositoryType},
            setweight(to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.title)}), 'A') ||
            setweight(to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.headings)}), 'B') ||
            setweight(to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.description)}), 'C') ||
            setweight(to_tsvector(${site.textConfig}::regconfig, ${cjkBigrams(doc.body)}), 'D'))`,
        );
        await sql`insert into search_document (locale, path, section, title, description, headings, body, language, publish_date, repository_type, tsv)
          values ${sql.join(rows)}`.execute(trx);
      }
      return;
    }
    await sql`delete from search_fts where rowid in (select id from search_document where locale = ${site.locale})`.execute(trx);
    await trx.deleteFrom("search_document").where("locale", "=", site.locale).execute();
    for (let start = 0; start < documents.length; start += 100) {
      const batch = documents.slice(start, start + 100);
      const ids = await trx
        .insertInto("search_document")
        .values(
          batch.map((doc) => ({
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
        .returning(["id", "path"])
        .execute();
      const idOf = new Map(ids.map((row) => [row.path, row.id]));
      const rows = batch.map(
        (doc) =>
          sql`(${idOf.get(doc.path)}, ${`${scopeToken("site", site.locale)} ${scopeToken("sec", doc.section)}`}, ${cjkBigrams(doc.title)},
            ${cjkBigrams(doc.headings)}, ${cjkBigrams(doc.description)}, ${cjkBigrams(doc.body)})`,
      );
      await sql`insert into search_fts (rowid, scope, title, headings, description, body) values ${sql.join(rows)}`.execute(trx);
    }
  });
}

/** Matches of a scope per section (GetNavigators), largest first; the total is their sum. */
export async function countBySection(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: SearchScope,
): Promise<Array<{ section: string; count: number }>> {
  const unsectioned = { ...scope, section: null };
  let rows: Array<{ section: string; count: number | string }>;
  if (dialect === "sqlite") {
    const match = ftsMatch(unsectioned);
    if (!match) return [];
    rows = (
      await sql<{ section: string; count: number }>`select d.section, count(*) as count from search_fts
        join search_document d on d.id = search_fts.rowid where search_fts match ${match} group by d.section`.execute(db)
    ).rows;
  } else {
    const text = tsQueryText(scope.query);
    if (!text) return [];
    rows = (
      await sql<{ section: string; count: string }>`select section, count(*) as count from search_document
        where locale = ${scope.locale} and tsv @@ to_tsquery(${scope.textConfig}::regconfig, ${text}) group by section`.execute(
        db,
      )
    ).rows;
  }
  return rows
    .map((row) => ({ section: row.section, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.section.localeCompare(b.section));
}

/** One page of hits of a scope, in the sort order asked for. */
export async function findHits(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: SearchScope,
  options: { sort: SearchSort; limit: number; offset: number },
): Promise<Hit[]> {
  const columns = sql`d.path, d.section, d.title, d.description, d.body, d.language, d.publish_date, d.repository_type`;
  // Undated pages are kept current: in date order they come before every dated one.
  const order = options.sort === "date" ? sql`coalesce(d.publish_date, '9999-12-31') desc, rank, d.path` : sql`rank, d.path`;
  let rows: Array<Record<string, unknown>>;
  if (dialect === "sqlite") {
    const match = ftsMatch(scope);
    if (!match) return [];
    rows = (
      await sql<Record<string, unknown>>`select ${columns}, bm25(search_fts, 0.0, 10.0, 5.0, 2.0, 1.0) as rank
        from search_fts join search_document d on d.id = search_fts.rowid
        where search_fts match ${match} order by ${order} limit ${options.limit} offset ${options.offset}`.execute(db)
    ).rows;
  } else {
    const text = tsQueryText(scope.query);
    if (!text) return [];
    const section = scope.section ? sql`and d.section = ${scope.section}` : sql``;
    rows = (
      await sql<Record<string, unknown>>`select ${columns}, -ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', d.tsv, q.query) as rank
        from search_document d, (select to_tsquery(${scope.textConfig}::regconfig, ${text}) as query) q
        where d.locale = ${scope.locale} and d.tsv @@ q.query ${section}
        order by ${order} limit ${options.limit} offset ${options.offset}`.execute(db)
    ).rows;
  }
  return rows.map((row) => ({
    path: String(row.path),
    section: String(row.section),
    title: String(row.title),
    description: String(row.description),
    body: String(row.body),
    language: String(row.language),
    publishDate: row.publish_date === null ? null : String(row.publish_date),
    repositoryType: row.repository_type === null ? null : String(row.repository_type),
  }));
}

/** Page titles of a site that start with what was typed (autocomplete), best first. */
export async function suggestTitles(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: Omit<SearchScope, "section">,
  limit: number,
): Promise<Array<{ title: string; path: string }>> {
  if (dialect === "sqlite") {
    const match = ftsMatch({ ...scope, section: null }, "title");
    if (!match) return [];
    return (
      await sql<{
        title: string;
        path: string;
      }>`select d.title, d.path from search_fts join search_document d on d.id = search_fts.rowid
        where search_fts match ${match} order by bm25(search_fts, 0.0, 10.0, 0.0, 0.0, 0.0), length(d.title), d.path limit ${limit}`.execute(
        db,
      )
    ).rows;
  }
  const text = tsQueryText(scope.query, "A");
  if (!text) return [];
  return (
    await sql<{ title: string; path: string }>`select d.title, d.path
      from search_document d, (select to_tsquery(${scope.textConfig}::regconfig, ${text}) as query) q
      where d.locale = ${scope.locale} and d.tsv @@ q.query
      order by ts_rank_cd(d.tsv, q.query) desc, length(d.title), d.path limit ${limit}`.execute(db)
  ).rows;
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
