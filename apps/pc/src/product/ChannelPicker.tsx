import type { ChannelPicker as Picker } from '@storefront/ui-shared/react';
import Radio from 'antd/es/radio';
import { useText } from '../app/text';
import { channelOfValue, channelRadios, channelValue } from '../common/ChannelRadios';

/** The payment channels under the packs: each with its final price; the picked one is bought with. */
export function ChannelPicker({ picker }: { picker: Picker }) {
  const { tr } = useText();
  if (picker.loading) {
    return <span className="pc-skeleton pc-skeleton--line" aria-hidden="true" />;
  }
  if (picker.options.length === 0) return null;
  return (
    <>
      <Radio.Group
        className="pc-channels"
        value={picker.selected ? channelValue(picker.selected.id) : null}
        onChange={(event) => picker.pick(channelOfValue(event.target.value))}
        aria-label={tr('channels.title')}
        data-channels
      >
        {channelRadios(picker.options)}
      </Radio.Group>
      {picker.none && <p className="pc-channel__reason">{tr('channels.none')}</p>}
    </>
  );
}
