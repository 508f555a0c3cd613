import { cardNumbersOf, cardTextField } from '../../../features/real-name/card-numbers-field';
import { linesOfFile, TextFromFile, withoutHeader } from '../../../features/real-name/text-from-file';

const countOfCards = (text: string) => cardNumbersOf(text).numbers.length;

/**
 * A file's cards as the pasted list takes them: a text file as it is, a CSV file's first column (a row may
 * name the card twice, by ICCID and MSISDN). A first line naming no card is a header, and left out.
 */
export function cardTextOfFile(fileName: string, content: string): string {
  const lines = linesOfFile(content);
  const cards = fileName.toLowerCase().endsWith('.csv')
    ? lines.map((line) => (line.split(/[,;\t]/)[0] ?? '').replaceAll('"', '').trim())
    : lines;
  return withoutHeader(cards, (line) => countOfCards(line) > 0).join('\n');
}

/** Adds the cards of a .txt or .csv file to the pasted list. */
export function CardNumbersFromFile() {
  return (
    <TextFromFile
      field={cardTextField}
      textOf={cardTextOfFile}
      countOf={countOfCards}
      texts={{
        hint: 'realNameDeregistration:file.hint',
        read: 'realNameDeregistration:file.read',
        empty: 'realNameDeregistration:file.empty',
      }}
    />
  );
}
