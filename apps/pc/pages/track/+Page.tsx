import { TrackScreen } from '../../src/order/TrackScreen';

export default function Page() {
  return <TrackScreen />;
}
