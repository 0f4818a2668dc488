/**
 * The name a select asks the server for: what is typed, trimmed — except the chosen item's own label, which the box
 * shows once an item is picked and is no search (every choice is offered again then).
 */
export const searchName = (typed: string, chosenLabel: string | undefined): string => {
  const name = typed.trim();
  return chosenLabel !== undefined && name === chosenLabel.trim() ? '' : name;
};
