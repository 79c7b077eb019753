import { describeReconciledPurchase } from './support/reconciled-purchase';

describeReconciledPurchase('en');
