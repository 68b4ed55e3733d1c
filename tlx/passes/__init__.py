"""Passes: one `Pass` object per file; the per-target pipelines are the tuples in pipeline.py."""
from .manager import Analysis, CompileContext, Pass, PassManager, PipelineError
