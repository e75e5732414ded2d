import { TrackScreen } from '../../order/TrackScreen';

export default function Page() {
  return <TrackScreen />;
}
