/**
 * The sandbox payment gateway (service group /payment), shaped like the gateways Indian stores use:
 *   POST /payment/orders                      create an order (merchant Basic auth, Idempotency-Key)
 *   GET  /payment/orders/:id                  an order          GET /payment/orders/:id/payments
 *   GET  /payment/payments/:id                a payment         POST /payment/payments/:id/refunds
 *   GET  /payment/pay/:orderId                the hosted page (HTML, the gateway's own origin)
 *   POST /payment/pay/:orderId                the tester's choice: records a payment, 303 to return_url
 *   POST /payment/sandbox/deliver_webhooks    sandbox, loopback: run due deliveries and settlements now
 *   GET  /payment/sandbox/events?order_id=    sandbox, loopback: the events of an order
 *   POST /payment/sandbox/settle              sandbox, loopback: the bank decides an order's pending payment now
 *   GET  /payment/refunds/:id                 a refund: pending, then processed (with its ARN) or failed
 *   POST /payment/sandbox/settle_refund       sandbox, loopback: the bank decides a pending refund now
 * Documented in docs/upstream.md ("Payment gateway (sandbox)"). The handlers are in ./routes/*.ts,
 * one file per group of endpoints; ./routes/common.ts builds the context they share.
 */
import { Hono } from 'hono'
import type { Database } from '../db/client'
import { gatewayContext, type GatewayOptions } from './routes/common'
import { registerOrders } from './routes/orders'
import { registerPayPage } from './routes/pay-page'
import { registerRefunds } from './routes/refunds'
import { registerSandbox } from './routes/sandbox'

export type { GatewayOptions } from './routes/common'

export function paymentRoutes(db: Database, options: GatewayOptions): Hono {
  const app = new Hono()
  const ctx = gatewayContext(db, options)
  registerOrders(app, ctx)
  registerRefunds(app, ctx)
  registerPayPage(app, ctx)
  registerSandbox(app, ctx)
  return app
}
