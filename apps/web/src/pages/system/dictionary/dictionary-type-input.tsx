import { AutoComplete, type AutoCompleteProps } from 'antd';
import { useDictionaryTypes } from '../../../api/use-dictionary';

/** A dictionary type: the types there are offered as the operator types, in any case; a new one may be typed. */
export function DictionaryTypeInput(props: Omit<AutoCompleteProps, 'options' | 'filterOption'>) {
  const types = useDictionaryTypes();
  return (
    <AutoComplete
      {...props}
      options={types.map((type) => ({ value: type }))}
      filterOption={(input, option) =>
        String(option?.value ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
    />
  );
}
