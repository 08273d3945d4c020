/**
 * How long reviewing a seller's application takes, in working days: the one number the
 * registration and pending pages, the seller mails and the policy pages state. A module of its
 * own: the storefront's policy pages read it without the seller's form schemas (and zod).
 */
export const SELLER_REVIEW_WORKING_DAYS = 3
