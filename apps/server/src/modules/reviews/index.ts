// The reviews module's public face: a confirmed delivery verifies the reviews its buyer wrote before.
export { verifyReviewsOfPart } from './reviews.repository'
