import { createMemoryLeadSink } from '../../adapters/leads/memory-lead-sink';
import { describeLeadSink } from './lead-sink.contract';

describeLeadSink('memory', async () => {
  const sink = createMemoryLeadSink();
  return { sink, rows: () => sink.rows(), cleanup: async () => {} };
});
