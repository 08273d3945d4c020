import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { ContactForm } from './contact-form'

const MESSAGE = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  subject: 'Order HT7K2QX9',
  message: 'My saree has not arrived yet.',
}

function renderForm() {
  return renderRoutes([{ path: '/contact', element: <ContactForm /> }], { initialEntries: ['/contact'] })
}

async function fillForm(user: UserEvent, values = MESSAGE) {
  await user.type(screen.getByLabelText('Name'), values.name)
  await user.type(screen.getByLabelText('E-mail'), values.email)
  await user.type(screen.getByLabelText('Subject'), values.subject)
  await user.type(screen.getByLabelText('Message'), values.message)
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send Message' }))

describe('ContactForm', () => {
  it('names every missing field beside it and sends nothing', async () => {
    const fetchMock = mockApi({})
    const { user } = renderForm()

    await submit(user)

    expect(await screen.findByText('Name is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required.')
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/Message is required\./)
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('rejects a malformed e-mail and a message of spaces', async () => {
    const fetchMock = mockApi({})
    const { user } = renderForm()

    await fillForm(user, { ...MESSAGE, email: 'priya@', message: '   ' })
    await submit(user)

    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument()
    expect(screen.getByText('Message is required.')).toBeInTheDocument()
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows "Sending..." while sending, then "Email sent successfully!" and clears the form', async () => {
    let release: () => void = () => {}
    let sent: unknown
    mockApi({
      '/api/contact': async (request: Request) => {
        sent = await request.json()
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return jsonResponse({ message: 'Email sent successfully!' }, 202)
      },
    })
    const { user } = renderForm()

    await fillForm(user, { ...MESSAGE, email: '  Priya@Example.com ' })
    await submit(user)

    const button = await screen.findByRole('button', { name: 'Sending...' })
    expect(button).toBeDisabled()
    await waitFor(() => expect(sent).toBeDefined())
    release()

    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Email sent successfully!')
    expect(status).toHaveClass('text-green-800')
    expect(sent).toEqual(MESSAGE)
    for (const label of ['Name', 'E-mail', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows "Failed to send email." with the server\'s message on 429, keeping what was typed', async () => {
    mockApi({
      '/api/contact': () =>
        jsonResponse(
          { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 12 minutes.' } },
          429,
        ),
    })
    const { user } = renderForm()

    await fillForm(user)
    await submit(user)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to send email.')
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 12 minutes.')
    expect(alert).toHaveClass('text-red-800')
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it("puts the server's VALIDATION details beside the fields", async () => {
    mockApi({
      '/api/contact': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: 'Some fields are not valid.',
              details: [{ path: 'subject', message: 'Subject is at most 150 characters.' }],
            },
          },
          400,
        ),
    })
    const { user } = renderForm()

    await fillForm(user)
    await submit(user)

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send email.')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is at most 150 characters.')
    expect(screen.getByLabelText('Subject')).toHaveFocus()
  })

  it('shows "Failed to send email." for a server failure', async () => {
    mockApi({ '/api/contact': () => new Response('Bad gateway', { status: 502 }) })
    const { user } = renderForm()

    await fillForm(user)
    await submit(user)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to send email.')
    expect(alert).not.toHaveTextContent('Error sending email.')
  })

  it('shows "Error sending email." when the network fails', async () => {
    mockApi({
      '/api/contact': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const { user } = renderForm()

    await fillForm(user)
    await submit(user)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error sending email.')
    expect(alert).not.toHaveTextContent('Failed to send email.')
    expect(screen.getByLabelText('Name')).toHaveValue(MESSAGE.name)
  })
})
