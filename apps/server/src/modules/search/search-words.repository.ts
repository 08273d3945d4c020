import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'

/**
 * Each word replaced by the closest word of any product's name or brand (search_words), when one is
 * close enough: trigram similarity 0.5 or more ("samsng" → "samsung" is 0.5; "skirt" → "shirt", 0.33,
 * is not). A word with no close neighbour, or shorter than three letters, stays as it is.
 */
export async function correctWords(db: DbOrTx, words: string[]): Promise<string[]> {
  if (words.length === 0) return []
  const rows = await queryRows<{ word: string; correction: string | null }>(
    db,
    sql`
    select w.word, (
      select s.word from search_words s
      where s.word % w.word and similarity(s.word, w.word) >= 0.5
      order by similarity(s.word, w.word) desc, s.word
      limit 1
    ) as correction
    from unnest(${sql.param(words)}::text[]) with ordinality as w(word, position)
    order by w.position
  `,
  )
  return rows.map((row) => row.correction ?? row.word)
}
