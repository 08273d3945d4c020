import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'

export type CategorySuggestionRow = {
  name: string
  name_hi: string | null
  parent_name: string | null
  parent_name_hi: string | null
  path: string
}

/**
 * Categories and subcategories with a word starting with every one of `words` (a few hundred rows
 * at most: scanned, no index needed), categories first.
 */
export async function findCategorySuggestions(
  db: DbOrTx,
  words: string[],
  limit: number,
): Promise<CategorySuggestionRow[]> {
  // Words hold only letters, marks and digits (searchWords), so none is a LIKE wildcard.
  const matches = (column: ReturnType<typeof sql.raw>) =>
    sql.join(
      words.map((word) => sql`(lower(${column}) like ${`${word}%`} or lower(${column}) like ${`% ${word}%`})`),
      sql` and `,
    )
  // The English name, or the Hindi one an admin gave (issue 42 item 13): "मसा" suggests Spices & Masalas.
  const eitherName = (table: 'c' | 's') =>
    sql`((${matches(sql.raw(`${table}.name`))}) or (${matches(sql.raw(`coalesce(${table}.name_hi, '')`))}))`
  return queryRows<CategorySuggestionRow>(
    db,
    sql`
    select name, name_hi, parent_name, parent_name_hi, path from (
      select c.name, c.name_hi, null as parent_name, null as parent_name_hi, '/category/' || c.slug as path, 0 as kind, c.position, 0 as sub_position
      from categories c where ${eitherName('c')}
      union all
      select s.name, s.name_hi, c.name, c.name_hi, '/category/' || c.slug || '/' || s.slug, 1, c.position, s.position
      from subcategories s join categories c on c.id = s.category_id where ${eitherName('s')}
    ) found
    order by kind, position, sub_position
    limit ${limit}
  `,
  )
}
