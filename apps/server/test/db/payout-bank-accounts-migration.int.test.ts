import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, queryRows } from '../../src/db/client'
import { openDatabaseBefore } from './database-before'

// Migration 0035: a seller's payouts go to a UPI ID or a bank account; sellers and payouts of
// before keep their UPI ID.
describe('migration 0035, payout bank accounts', () => {
  let database: Awaited<ReturnType<typeof openDatabaseBefore>>
  let db: Db

  beforeAll(async () => {
    database = await openDatabaseBefore('0035_payout_bank_accounts')
    db = database.db
  })
  afterAll(() => database?.close())

  it('keeps each seller’s UPI ID as its destination, and each payout’s, and refuses half a bank account', async () => {
    // Written as that time's tables were.
    const [vendor] = await queryRows<{ id: string }>(
      db,
      sql`insert into vendors (email, password_hash, business_name, owner_name, phone, business_type, address, city, state, pin, upi_id)
          values ('old@example.com', 'x', 'Old Shop', 'Owner', '+919812345678', 'huf', '1 Road', 'Jaipur', 'Rajasthan', '302001', 'old@okaxis')
          returning id`,
    )
    const [admin] = await queryRows<{ id: string }>(
      db,
      sql`insert into admins (name, email, password_hash) values ('A', 'a@example.com', 'x') returning id`,
    )
    const [run] = await queryRows<{ id: string }>(
      db,
      sql`insert into payout_runs (method, started_by_admin_id, payout_count, total_paise, created_at)
          values ('manual', ${admin!.id}, 1, 50000, now()) returning id`,
    )
    await db.execute(sql`insert into payouts (run_id, vendor_id, amount_paise, upi_id, created_at, updated_at)
      values (${run!.id}, ${vendor!.id}, 50000, 'old@okaxis', now(), now())`)

    await database.migrateRest()

    const [seller] = await queryRows<{ payout_kind: string; upi_id: string; bank_account_number: string | null }>(
      db,
      sql`select payout_kind, upi_id, bank_account_number from vendors where id = ${vendor!.id}`,
    )
    expect(seller).toEqual({ payout_kind: 'upi', upi_id: 'old@okaxis', bank_account_number: null })
    const [payout] = await queryRows<{ destination_kind: string; upi_id: string }>(
      db,
      sql`select destination_kind, upi_id from payouts where vendor_id = ${vendor!.id}`,
    )
    expect(payout).toEqual({ destination_kind: 'upi', upi_id: 'old@okaxis' })

    const switchTo = (set: ReturnType<typeof sql>) =>
      db.execute(sql`update vendors set ${set} where id = ${vendor!.id}`)
    await expect(switchTo(sql`payout_kind = 'bank_account'`)).rejects.toThrow()
    await expect(
      switchTo(sql`payout_kind = 'bank_account', upi_id = null, bank_account_holder = 'Old Shop',
        bank_account_number = '123', bank_ifsc = 'HDFC0001234'`),
    ).rejects.toThrow()
    await switchTo(sql`payout_kind = 'bank_account', upi_id = null, bank_account_holder = 'Old Shop',
      bank_account_number = '50100123456789', bank_ifsc = 'HDFC0001234'`)
  })
})
