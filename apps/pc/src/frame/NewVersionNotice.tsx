import Button from 'antd/es/button';

/** A new build is deployed: offer the reload (the next navigation reloads anyway). */
export function NewVersionNotice({ onReload }: { onReload: () => void }) {
  return (
    <div className="pc-new-version" role="status" data-testid="new-version">
      <span>A new version of the store is available.</span>
      <Button type="primary" size="small" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}
