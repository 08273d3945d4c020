import { describe, expect, it } from 'vitest'
import { INDIAN_STATES } from '@haat/shared/india'
import { checkCityAtPin, checkPinInState, lookUpPin } from './pin-directory'

describe('the PIN directory', () => {
  it('knows where PIN codes are, across the country', () => {
    expect(lookUpPin('560001')).toEqual([{ district: 'Bengaluru Urban', state: 'Karnataka' }])
    expect(lookUpPin('110001')).toEqual([{ district: 'New Delhi', state: 'Delhi' }])
    expect(lookUpPin('400001')).toEqual([{ district: 'Mumbai', state: 'Maharashtra' }])
    expect(lookUpPin('302001')).toEqual([{ district: 'Jaipur', state: 'Rajasthan' }])
    expect(lookUpPin('744101')?.[0]?.state).toBe('Andaman and Nicobar Islands')
    expect(lookUpPin('194101')?.[0]?.state).toBe('Ladakh')
    expect(lookUpPin(' 682001 ')?.[0]).toEqual({ district: 'Ernakulam', state: 'Kerala' })
  })

  it('has nothing for a PIN India Post does not use', () => {
    for (const pin of ['999999', '123456', '100000', '', 'abcdef']) expect(lookUpPin(pin)).toBeUndefined()
  })

  it('names only the states and union territories Haat knows', () => {
    const pins = ['560001', '110001', '744101', '194101', '737101', '403001', '160017', '605001', '396210']
    for (const pin of pins) {
      for (const place of lookUpPin(pin) ?? []) expect(INDIAN_STATES).toContain(place.state)
    }
  })

  it('accepts a PIN in its state and refuses one that does not exist or lies elsewhere', () => {
    expect(checkPinInState('560001', 'Karnataka')).toEqual({ result: 'ok' })
    expect(checkPinInState('999999', 'Karnataka')).toEqual({ result: 'unknown' })
    expect(checkPinInState('560001', 'Tamil Nadu')).toEqual({ result: 'other-state', states: ['Karnataka'] })
    expect(checkPinInState('110001', 'Uttar Pradesh')).toEqual({ result: 'other-state', states: ['Delhi'] })
  })

  it('takes a city that can be at the PIN and refuses one the directory places elsewhere', () => {
    for (const [city, pin] of [
      ['Mumbai', '400002'],
      [' new  DELHI ', '110001'],
      ['Bengaluru', '560001'],
      ['Bangalore', '560001'],
      ['Kochi', '682001'],
      ['Kolkata', '700091'],
      ['Delhi', '110092'],
      ['Hosur', '635109'],
    ]) {
      expect(checkCityAtPin(pin ?? '', city ?? ''), `${city} ${pin}`).toEqual({ result: 'ok' })
    }
    expect(checkCityAtPin('400002', 'New Delhi')).toEqual({ result: 'other-place', districts: ['Mumbai'] })
    expect(checkCityAtPin('560001', 'Chennai')).toEqual({ result: 'other-place', districts: ['Bengaluru Urban'] })
    expect(checkCityAtPin('999999', 'New Delhi')).toEqual({ result: 'ok' })
  })
})
