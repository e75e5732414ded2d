import { TrackScreen } from '../../src/orders/TrackScreen';

export default function Page() {
  return <TrackScreen />;
}
