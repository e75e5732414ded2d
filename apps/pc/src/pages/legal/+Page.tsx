import { ContentPageScreen } from '../../content/ContentPageScreen';

export default function Page() {
  return <ContentPageScreen slug="legal" />;
}
