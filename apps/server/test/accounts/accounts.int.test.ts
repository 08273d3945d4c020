import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, customerSession, makeCustomer, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const address = { title: 'Home', street: '4 Lake View Road', city: 'Kochi', state: 'Kerala', pin: '682001' }

describe('account profile', () => {
  it('needs a customer session', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['PATCH', '/api/account'],
      ['POST', '/api/account/password'],
      ['GET', '/api/account/addresses'],
      ['POST', '/api/account/addresses'],
      ['DELETE', '/api/account/addresses/7d0c0e0e-5b1a-4a55-9d4e-3c0b7f1d2a11'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('refuses a vendor or admin session for customer routes', async () => {
    const res = await ctx.app.inject({ url: '/api/account', cookies: { haat_vendor: 'x', haat_admin: 'y' } })
    expect(res.statusCode).toBe(401)
  })

  it('reads and updates name and phone at once (the e-mail, unchanged, needs no password)', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      cookies,
      payload: { name: 'Rohan Mehta', email: customer.email!.toUpperCase(), phone: '+91 99887 76655' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Rohan Mehta',
      email: customer.email,
      phone: '+919988776655',
      pendingEmail: null,
    })
    expect((await ctx.app.inject({ url: '/api/account', cookies })).json().name).toBe('Rohan Mehta')
  })

  it('refuses an e-mail another account uses, and bad fields', async () => {
    const other = await makeCustomer(ctx.db)
    const { cookies } = await customerSession(ctx)
    const taken = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      cookies,
      payload: { name: 'X', email: other.email, phone: '9876543210', currentPassword: TEST_PASSWORD },
    })
    expect(taken.statusCode).toBe(409)
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      cookies,
      payload: { name: '', email: 'x', phone: '1' },
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['email', 'name', 'phone'])
  })
})

describe('password change', () => {
  it('checks the current password on the server', async () => {
    const { cookies } = await customerSession(ctx)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      cookies,
      payload: { currentPassword: 'not-my-password', newPassword: 'New-password-1' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS')
  })

  it('changes it, keeps this session and ends the others', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const otherDevice = await signIn(ctx.app, 'customer', customer.email!)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      cookies,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'New-password-1' },
    })
    expect(res.statusCode).toBe(204)
    expect((await ctx.app.inject({ url: '/api/account', cookies })).statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/account', cookies: otherDevice })).statusCode).toBe(401)
    await expect(signIn(ctx.app, 'customer', customer.email!)).rejects.toThrow()
    await expect(signIn(ctx.app, 'customer', customer.email!, 'New-password-1')).resolves.toBeTruthy()
  })

  it('refuses a short new password', async () => {
    const { cookies } = await customerSession(ctx)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      cookies,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details[0]).toEqual({
      path: 'newPassword',
      message: 'Password must be at least 8 characters long.',
    })
  })

  it('refuses a common new password, and keeps the old one', async () => {
    const { cookies } = await customerSession(ctx)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      cookies,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Sunshine1' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details[0]).toEqual({
      path: 'newPassword',
      message: 'This password is one of the most used, so it is easy to guess. Choose another.',
    })
    expect((await ctx.app.inject({ url: '/api/account', cookies })).statusCode).toBe(200)
  })
})

describe('addresses', () => {
  it('adds, lists and removes the customer own addresses', async () => {
    const { cookies } = await customerSession(ctx)
    expect((await ctx.app.inject({ url: '/api/account/addresses', cookies })).json()).toEqual({ data: [] })
    const added = await ctx.app.inject({ method: 'POST', url: '/api/account/addresses', cookies, payload: address })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ ...address, country: 'India' })
    const list = (await ctx.app.inject({ url: '/api/account/addresses', cookies })).json().data
    expect(list).toHaveLength(1)
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/account/addresses/${list[0].id}`, cookies })
    expect(removed.statusCode).toBe(204)
    expect((await ctx.app.inject({ url: '/api/account/addresses', cookies })).json().data).toEqual([])
  })

  it('cannot remove or see another customer address', async () => {
    const a = await customerSession(ctx)
    const b = await customerSession(ctx)
    const added = (
      await ctx.app.inject({ method: 'POST', url: '/api/account/addresses', cookies: a.cookies, payload: address })
    ).json()
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/addresses/${added.id}`,
      cookies: b.cookies,
    })
    expect(res.statusCode).toBe(404)
    expect((await ctx.app.inject({ url: '/api/account/addresses', cookies: b.cookies })).json().data).toEqual([])
    expect((await ctx.app.inject({ url: '/api/account/addresses', cookies: a.cookies })).json().data).toHaveLength(1)
  })

  it.each([
    [{ state: 'Atlantis' }, 'state'],
    [{ pin: '012345' }, 'pin'],
    [{ pin: '56001' }, 'pin'],
    [{ street: '' }, 'street'],
    [{ country: 'Nepal' }, 'country'],
  ])('refuses %j', async (patch, path) => {
    const { cookies } = await customerSession(ctx)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      cookies,
      payload: { ...address, ...patch },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details[0].path).toBe(path)
  })

  it('answers a malformed id with 400, not 500', async () => {
    const { cookies } = await customerSession(ctx)
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: "/api/account/addresses/1';drop table addresses;--",
      cookies,
    })
    expect(res.statusCode).toBe(400)
  })
})
