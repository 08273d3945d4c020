import { describe, expect, it } from 'vitest'
import { pageWindow } from './page-window'

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves out runs of pages far from the current one', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12])
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12])
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12])
  })

  it('shows a single left-out page instead of an ellipsis', () => {
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12])
    expect(pageWindow(9, 12)).toEqual([1, null, 8, 9, 10, 11, 12])
  })
})
