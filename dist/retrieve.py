"""A retriever for Context Precision Gate: {"id","query"} lines in, {"id","contexts"} lines out.

Replace DOCS and search() with your own retriever (a vector store, BM25, an API...). Keep the ids
stable: the "relevant" labels of evals/golden.jsonl name them. Each context also says where it
comes from (metadata: its document's "source" and "start"/"end" offsets in it; a LangChain splitter
with add_start_index=True gives "source" and "start_index"), so that labels by passage survive a
change of chunking (docs/judging.md#passage-labels).
"""
import json
import re
import sys

DOCS = {
    "faq-refunds": "Refunds are paid back to the original card within 5 business days.",
    "faq-shipping": "Orders ship within 2 business days from our warehouse.",
    "faq-password": "To reset your password, choose Forgot password on the sign-in page.",
}


def words(text):
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def search(query, k=3):
    """The ids of the k documents sharing the most words with the query, best first."""
    asked = words(query)
    return sorted(DOCS, key=lambda doc_id: -len(asked & words(DOCS[doc_id])))[:k]


for line in sys.stdin:
    if line.strip():
        case = json.loads(line)
        contexts = [
            {"id": doc_id, "text": DOCS[doc_id], "metadata": {"source": doc_id, "start": 0, "end": len(DOCS[doc_id])}}
            for doc_id in search(case["query"])
        ]
        print(json.dumps({"id": case["id"], "contexts": contexts}), flush=True)
