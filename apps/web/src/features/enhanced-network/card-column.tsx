import { Typography } from 'antd';

/** The card column of a list of rows about a card: its ICCID, with the MSISDN under it. */
export function cardColumn<Row extends { iccid: string; msisdn: string | null }>(title: string) {
  return {
    key: 'card',
    title,
    render: (_: unknown, row: Row) => (
      <>
        <div>{row.iccid}</div>
        {row.msisdn && <Typography.Text type="secondary">{row.msisdn}</Typography.Text>}
      </>
    ),
  };
}
