import { createFlittPaymentGateway } from '../../adapters/payments/flitt-payment-gateway';
import { createHttpFlittTransport } from '../../adapters/payments/flitt-transport';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import type { Config } from '../config';
import { OFFLINE_FLITT_PREFIX } from '../dependencies';

/**
 * The provider the console refunds through: live Flitt with the server's credentials, or — in the
 * offline demo — the demo Flitt the running site serves under its own origin, whose orders live in
 * that server's memory (so the site must be running for a demo refund).
 */
export function refundGateway(config: Config): Pick<PaymentGateway, 'refund'> {
  const provider = config.payments.provider;
  const baseUrl =
    provider.kind === 'live' ? provider.baseUrl : `${config.siteOrigin}${OFFLINE_FLITT_PREFIX}`;
  const timeoutMs = provider.kind === 'live' ? provider.timeoutMs : 15_000;
  return createFlittPaymentGateway({
    merchantId: provider.merchantId,
    secretKey: provider.secretKey,
    transport: createHttpFlittTransport({ baseUrl, timeoutMs }),
  });
}
