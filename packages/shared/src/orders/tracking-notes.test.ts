import { describe, expect, it } from 'vitest'
import { fill, type TextCatalogue, translateText } from '../texts'
import { CANCEL_REASONS, cancelReasonLabel } from './cancel-reasons'
import { TRACKING_STEPS } from './order'
import { REFUND_TIME, UPI_REFUND_TIME } from './refund'
import { RETURN_REASON_CODES, RETURN_REASONS, returnReasonLabel } from './return-rules'
import { noteAboutTheCustomer, RETURN_REQUESTED_NOTES, TRACKING_NOTES, TRACKING_STATUS } from './tracking-notes'

const N = TRACKING_NOTES
const TEMPLATES = { ...TRACKING_NOTES, ...RETURN_REQUESTED_NOTES }
const items = '2 × Cotton Kurta (Blue, M), 1 × Brass Diya'
const seller = 'Rao Handlooms'

// Each template filled, beside the sentence the server wrote before there were templates (its
// template literals, with these values): events already stored must still match their template.
const SENTENCES: [keyof typeof TEMPLATES, string, string][] = [
  ['paidOnline', fill(N.paidOnline, { source: 'checkout' }), 'Paid online (checkout).'],
  [
    'paidAfterCancellation',
    fill(N.paidAfterCancellation, { source: 'webhook payment.captured' }),
    'Paid after the order was cancelled (webhook payment.captured); it is being refunded.',
  ],
  ['paymentFailed', N.paymentFailed, 'The payment failed.'],
  ['paymentNotReceived', N.paymentNotReceived, 'Payment was not received within 30 minutes; the items were released.'],
  ['sellerProcessing', fill(N.sellerProcessing, { seller: 'Rao Handlooms' }), 'Rao Handlooms: processing'],
  [
    'sellerShipped',
    fill(N.sellerShipped, { seller: 'Rao Handlooms', courier: 'Delhivery', tracking: 'DL1' }),
    'Rao Handlooms: shipped with Delhivery, tracking number DL1',
  ],
  [
    'sellerShippedWithInvoice',
    fill(N.sellerShippedWithInvoice, {
      seller: 'Rao Handlooms',
      courier: 'India Post',
      tracking: 'EE123456789IN',
      invoice: 'JWC/26-27/000001',
    }),
    'Rao Handlooms: shipped with India Post, tracking number EE123456789IN; invoice JWC/26-27/000001',
  ],
  ['sellerDelivered', fill(N.sellerDelivered, { seller: 'Rao Handlooms' }), 'Rao Handlooms: delivered'],
  [
    'sellerDeliveredCashCollected',
    fill(N.sellerDeliveredCashCollected, { seller: 'Rao Handlooms' }),
    'Rao Handlooms: delivered; cash collected',
  ],
  [
    'sellerCorrectedTracking',
    fill(N.sellerCorrectedTracking, { seller: 'Rao Handlooms', courier: 'Blue Dart', tracking: '12345678901' }),
    'Rao Handlooms: now shipping with Blue Dart, tracking number 12345678901',
  ],
  [
    'cancelledByCustomer',
    fill(N.cancelledByCustomer, { items: '2 × Cotton Kurta', reason: cancelReasonLabel('changed_mind') }),
    '2 × Cotton Kurta cancelled by the customer: Changed my mind',
  ],
  [
    'cancelledByCustomerWithNote',
    fill(N.cancelledByCustomerWithNote, { items, reason: cancelReasonLabel('other'), note: 'Bought in a shop' }),
    `${items} cancelled by the customer: Other (Bought in a shop)`,
  ],
  [
    'cancelledBySeller',
    fill(N.cancelledBySeller, { items, reason: cancelReasonLabel('out_of_stock') }),
    `${items} cancelled by the seller: Out of stock`,
  ],
  [
    'cancelledBySellerWithNote',
    fill(N.cancelledBySellerWithNote, { items, reason: cancelReasonLabel('other'), note: 'Loom broke' }),
    `${items} cancelled by the seller: Other (Loom broke)`,
  ],
  [
    'cancelledByHaat',
    fill(N.cancelledByHaat, { items, reason: cancelReasonLabel('suspected_fraud') }),
    `${items} cancelled by Haat: Suspected fraud`,
  ],
  [
    'cancelledByHaatWithNote',
    fill(N.cancelledByHaatWithNote, { items, reason: cancelReasonLabel('customer_request'), note: 'By phone' }),
    `${items} cancelled by Haat: The customer asked (By phone)`,
  ],
  ['wholeOrderCancelled', N.wholeOrderCancelled, 'Every item of the order was cancelled.'],
  [
    'refundStarted',
    fill(N.refundStarted, { amount: '₹400.00', time: REFUND_TIME }),
    'A refund of ₹400.00 has started; it reaches your card, UPI or account in 5–7 working days.',
  ],
  [
    'refundStartedToUpi',
    fill(N.refundStartedToUpi, { amount: '₹1,000.00', upiId: 'priya@okaxis', time: UPI_REFUND_TIME }),
    'A refund of ₹1,000.00 will be sent to your UPI ID priya@okaxis within 3 working days.',
  ],
  ['refunded', fill(N.refunded, { amount: '₹400.00' }), '₹400.00 was refunded by our payment partner.'],
  [
    'refundedToUpi',
    fill(N.refundedToUpi, { amount: '₹1,000.00', upiId: 'priya@okaxis', reference: '412345678901' }),
    '₹1,000.00 was sent to your UPI ID priya@okaxis (reference 412345678901).',
  ],
  ['size_fit', fill(RETURN_REQUESTED_NOTES.size_fit, { items: '1 × Cotton Kurta' }), '1 × Cotton Kurta: Size or fit'],
  [
    'returnRequestedWithComment',
    fill(N.returnRequestedWithComment, { items, reason: returnReasonLabel('damaged'), comment: 'Torn (left sleeve)' }),
    `${items}: Arrived damaged (Torn (left sleeve))`,
  ],
  ['returnApprovedBySeller', N.returnApprovedBySeller, 'The seller approved the return.'],
  ['returnApprovedByHaat', N.returnApprovedByHaat, 'Haat approved the return.'],
  [
    'returnApprovedByHaatWithNote',
    fill(N.returnApprovedByHaatWithNote, { note: 'Photos show the vase unused.' }),
    'Haat approved the return: Photos show the vase unused..',
  ],
  [
    'returnApprovedOnItsOwn',
    N.returnApprovedOnItsOwn,
    'The seller did not answer in time, so Haat approved the return.',
  ],
  [
    'returnRejected',
    fill(N.returnRejected, { reason: 'Tags removed' }),
    'The seller rejected the return: Tags removed',
  ],
  [
    'returnPickedUp',
    fill(N.returnPickedUp, { courier: 'Delhivery', tracking: 'DL-RET-1' }),
    'Picked up by Delhivery, tracking number DL-RET-1.',
  ],
  ['returnReceived', N.returnReceived, 'The seller received the items in good condition.'],
  [
    'returnReceivedDamaged',
    N.returnReceivedDamaged,
    'The seller reported that the items came back damaged; Haat is reviewing the return.',
  ],
  [
    'returnReviewed',
    fill(N.returnReviewed, { note: 'Worn and washed.' }),
    'Haat reviewed the return: Worn and washed.',
  ],
  [
    'customerConfirmedDelivery',
    fill(N.customerConfirmedDelivery, { seller }),
    `${seller}: the customer confirmed receiving the items`,
  ],
  [
    'courierConfirmedDelivery',
    fill(N.courierConfirmedDelivery, { seller }),
    `${seller}: the courier confirmed the delivery`,
  ],
  ['haatConfirmedDelivery', fill(N.haatConfirmedDelivery, { seller }), `${seller}: Haat confirmed the delivery`],
  [
    'customerNotReceived',
    fill(N.customerNotReceived, { seller }),
    `${seller}: the customer says the items have not arrived; Haat is looking into it`,
  ],
  [
    'customerNotReceivedWithNote',
    fill(N.customerNotReceivedWithNote, { seller, note: 'Neighbour has nothing' }),
    `${seller}: the customer says the items have not arrived (Neighbour has nothing); Haat is looking into it`,
  ],
]

describe('tracking notes', () => {
  it('fill to the sentences stored before they were templates', () => {
    for (const [, filled, stored] of SENTENCES) expect(filled).toBe(stored)
    const covered = new Set(SENTENCES.map(([key]) => key))
    expect(Object.keys(TRACKING_NOTES).filter((key) => !covered.has(key as keyof typeof TEMPLATES))).toEqual([])
  })

  it('have a sentence for every return reason, with its label written out', () => {
    for (const code of RETURN_REASON_CODES) {
      expect(fill(RETURN_REQUESTED_NOTES[code], { items })).toBe(`${items}: ${RETURN_REASONS[code]}`)
    }
  })

  it('name the tracking steps as the order page counts them', () => {
    const { orderPlaced, processing, shipped, delivered, cancelled } = TRACKING_STATUS
    expect([orderPlaced, processing, shipped, delivered]).toEqual([...TRACKING_STEPS])
    expect(cancelled).toBe('Cancelled')
  })

  describe('in another language', () => {
    // A "translation" of each template that names it and its values, and of each reason label.
    const messages: Record<string, string> = {}
    for (const [key, id] of Object.entries(TEMPLATES)) {
      const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`)
      messages[id] = names.length > 0 ? `${key}: ${names.join(' / ')}` : key
    }
    for (const label of [...Object.values(CANCEL_REASONS), ...Object.values(RETURN_REASONS)]) {
      messages[label] = `«${label}»`
    }
    const catalogue: TextCatalogue = {
      messages,
      _: (id, values = {}) => fill(messages[id] ?? id, values as Record<string, string>),
    }
    const say = (text: string) => translateText(catalogue, text)

    it('finds each stored sentence to be its own template, none another', () => {
      for (const [key, , stored] of SENTENCES) expect(say(stored).split(': ')[0], stored).toBe(key)
      for (const code of RETURN_REASON_CODES) {
        expect(say(`${items}: ${RETURN_REASONS[code]}`)).toBe(`${code}: ${items}`)
      }
    })

    it('translates the reason in it, and keeps what was typed as it was', () => {
      expect(say('2 × Cotton Kurta cancelled by the customer: Changed my mind')).toBe(
        'cancelledByCustomer: 2 × Cotton Kurta / «Changed my mind»',
      )
      expect(say(`${items} cancelled by Haat: The customer asked (By phone)`)).toBe(
        `cancelledByHaatWithNote: ${items} / «The customer asked» / By phone`,
      )
      expect(say(`${items}: Size or fit`)).toBe(`size_fit: ${items}`)
      expect(say(`${items}: Arrived damaged (Torn (left sleeve))`)).toBe(
        `returnRequestedWithComment: ${items} / «Arrived damaged» / Torn (left sleeve)`,
      )
      expect(say('Haat approved the return: Photos show the vase unused..')).toBe(
        'returnApprovedByHaatWithNote: Photos show the vase unused.',
      )
    })
  })
})

describe('noteAboutTheCustomer', () => {
  it("speaks of the customer's UPI ID and card to the seller and the admins", () => {
    expect(noteAboutTheCustomer('₹499.00 was sent to your UPI ID asha@okaxis (reference UTR123).')).toBe(
      "₹499.00 was sent to the customer's UPI ID asha@okaxis (reference UTR123).",
    )
    expect(
      noteAboutTheCustomer('A refund of ₹499.00 will be sent to your UPI ID asha@okaxis within 3 working days.'),
    ).toBe("A refund of ₹499.00 will be sent to the customer's UPI ID asha@okaxis within 3 working days.")
    expect(
      noteAboutTheCustomer(
        'A refund of ₹1,000.00 has started; it reaches your card, UPI or account in 5–7 working days.',
      ),
    ).toBe("A refund of ₹1,000.00 has started; it reaches the customer's card, UPI or account in 5–7 working days.")
  })

  it('leaves every other note as it is', () => {
    expect(noteAboutTheCustomer('The seller received the items in good condition.')).toBe(
      'The seller received the items in good condition.',
    )
  })
})
