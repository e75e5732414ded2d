import { PromotionDetailScreen } from '../../content/PromotionDetailScreen';

export default function Page() {
  return <PromotionDetailScreen />;
}
