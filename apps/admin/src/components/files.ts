/** A row about to be saved, whose file columns may hold a newly chosen File for the data provider to upload. */
export type WithFiles<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | File };
