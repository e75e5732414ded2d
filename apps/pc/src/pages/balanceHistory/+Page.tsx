import { WalletScreen } from '../../wallet/WalletScreen';

export default function Page() {
  return <WalletScreen />;
}
