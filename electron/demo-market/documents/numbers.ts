/** A weight as the Polish labels and protocols write it: a decimal comma, two places ("1,00 kg"). */
export const polishKg = (kg: number): string => `${kg.toFixed(2).replace('.', ',')} kg`;
