import type { DeclarationField } from '@haat/shared/catalog/declarations'

/** The declarations a category can require, as the admin console names them (it is in English). */
export const DECLARATION_LABELS: Record<DeclarationField, string> = {
  netQuantity: 'Net quantity',
  manufacturer: 'Manufacturer (name and address)',
  packer: 'Packer (name and address)',
  consumerCare: 'Consumer care details',
  bestBefore: 'Best before or expiry',
  warranty: 'Warranty',
  guarantee: 'Guarantee',
}
