// The public site's area (mf_marketing) with a plain spinner and a plain unavailable panel: nothing
// in it or around it pulls antd, so public pages download none.
import { LoadingIndicator } from './LoadingIndicator';
import { PlainRemoteUnavailable } from './PlainRemoteUnavailable';
import { RemoteArea } from './RemoteArea';

export function PublicRemoteArea() {
  return <RemoteArea remote="mf_marketing" fallback={<LoadingIndicator minHeight="60vh" />} renderUnavailable={(props) => <PlainRemoteUnavailable {...props} />} />;
}
