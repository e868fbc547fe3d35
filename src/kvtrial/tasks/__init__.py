"""The user's own documents and questions (`kvtrial init --task file:TASK.jsonl`): the task file, the inputs
cut or filled from its documents to each matrix cell's length, and the grading of answers against references."""
