// What other modules may use of media: looking up uploads they attach (products, categories).
export { findMedia, findOwnedMediaIds } from './media.repository'
