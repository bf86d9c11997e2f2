/** A PDF the browser saves as `filename` (an e-ticket), never cached by anyone but this browser. */
export function pdfDownload(body: BodyInit, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
