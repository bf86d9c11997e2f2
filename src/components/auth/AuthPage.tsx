import type { ReactNode } from 'react'
import formsCss from '../forms/forms.css?inline'
import css from './auth.css?inline'

/** An auth panel as a page of its own (deep links, the account area's redirect target). */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page auth-page" aria-labelledby="auth-page-title">
      <style>{formsCss + css}</style>
      <h1 id="auth-page-title">{title}</h1>
      {children}
    </section>
  )
}
