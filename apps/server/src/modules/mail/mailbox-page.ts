import { html, rawHtml } from './html'
import type { MailboxMessage } from './mail.service'

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
})

// One inline <style> and no scripts or external files: the app's CSP allows inline styles only.
const STYLE = rawHtml(`
body{margin:0;background:#f6f4ef;color:#1f2933;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{margin:0 0 4px;color:#b45309}
.note{background:#fff7ed;border:1px solid #fed7aa;border-radius:6px;padding:8px 12px;margin:12px 0 20px}
article{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:16px;margin:0 0 16px}
article h2{font-size:17px;margin:0 0 4px;overflow-wrap:anywhere}
.meta{color:#4b5563;font-size:13px;margin:0 0 8px;overflow-wrap:anywhere}
.status{display:inline-block;border-radius:4px;padding:0 6px;font-size:12px;font-weight:600;text-transform:uppercase}
.status-pending{background:#fef3c7;color:#92400e}.status-sent{background:#dcfce7;color:#166534}.status-failed{background:#fee2e2;color:#991b1b}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f9fafb;border-radius:6px;padding:12px;margin:0;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace}
iframe{width:100%;height:480px;border:1px solid #e5e7eb;border-radius:6px;background:#fff}
summary{cursor:pointer;margin:8px 0;color:#4b5563}
`)

function renderMessage(m: MailboxMessage) {
  return html`<article id="mail-${m.id}">
    <h2>${m.subject}</h2>
    <p class="meta">
      To <strong>${m.to}</strong> · <time datetime="${m.createdAt}">${timeFormat.format(new Date(m.createdAt))}</time> ·
      <span class="status status-${m.status}">${m.status}</span> ·
      ${m.kind}${m.lastError ? html` · last error: ${m.lastError}` : ''}
    </p>
    <pre>${m.text}</pre>
    ${
      m.html
        ? // A sandboxed frame with no permissions: the HTML version renders, but nothing in it can run.
          html`<details>
            <summary>HTML version</summary>
            <iframe sandbox title="HTML version of ${m.subject}" srcdoc="${m.html}"></iframe>
          </details>`
        : ''
    }
  </article>`
}

/** The development mailbox: the outbox as a page, so someone trying the shop can read their OTP. */
export function renderMailboxPage(messages: MailboxMessage[]): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Haat development mailbox</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>
          <h1>Development mailbox</h1>
          <p class="note">
            This page exists only in development, when no SMTP_URL is set: the mail Haat would have sent is kept here
            instead. In production mail goes out through the mail server and this page does not exist.
          </p>
          <p>
            <a href="/dev/mailbox">Refresh</a> · the latest 50 messages, newest first ·
            <a href="/dev/mailbox.json">JSON</a>
          </p>
          ${messages.length ? messages.map(renderMessage) : html`<p>No mail yet. Register, apply as a seller or ask for a password reset, then refresh.</p>`}
        </main>
      </body>
    </html>`.value
}
