// Sellers' money (docs/money.md): the ledger that sales and returns post to, balances, and (as
// issue 18 goes on) payouts and statements. The orders module posts through `postSale` and
// `postReturn`, in its own transactions.
export { commissionRoutes } from './commission.routes'
export { commissionService } from './commission.service'
export { earningsRoutes } from './earnings.routes'
export { earningsService } from './earnings.service'
export { postReturn, postSale, schedulePayoutFromConfirmation } from './ledger'
export { payoutsRoutes } from './payouts.routes'
export { payoutsService } from './payouts.service'
export { razorpayxProvider } from './razorpayx'
export { reportsRoutes } from './reports.routes'
export { mailStatements } from './statements'
