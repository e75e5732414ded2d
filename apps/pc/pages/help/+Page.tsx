import { ContentPageScreen } from '../../src/content/ContentPageScreen';

export default function Page() {
  return <ContentPageScreen slug="help" />;
}
