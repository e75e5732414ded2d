import { WalletScreen } from '../../src/wallet/WalletScreen';

export default function Page() {
  return <WalletScreen />;
}
