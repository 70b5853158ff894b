// The local OTLP/HTTP trace receiver (tooling/otlp/receiver.ts), at the path the bench and the
// cluster test import it from.
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../tooling/otlp/receiver';
